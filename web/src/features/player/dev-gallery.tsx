import { TEMPLATE_CATALOGUE } from '@partyreel/shared/templates/catalogue';
import { SCENE_LAYOUTS, type TemplateDefinition } from '@partyreel/shared/templates/template-types';
import { useEffect, useState } from 'react';
import { FancyFrame } from './fancy-frame.tsx';
import type { InvitationData } from './invitation-data.ts';
import { InvitationPlayer } from './invitation-player.tsx';
import { SAMPLE_INVITATION } from './sample-invitation.ts';
import { TeaserCard } from './teaser-card.tsx';

/** The fancy bundles in web/public/fancy/<id>/. */
const FANCY_IDS = ['fancy-fireworks-gala', 'fancy-neon-disco'] as const;

const SAMPLE_PHOTO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#7ec8e3"/><circle cx="50" cy="42" r="18" fill="#f4c7a1"/><rect x="25" y="64" width="50" height="40" rx="20" fill="#e8590c"/></svg>`;

/** A drawn stand-in for a host's photo, as a blob: address (the scenes show no data: URLs). */
function useSamplePhoto(enabled: boolean): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const made = URL.createObjectURL(new Blob([SAMPLE_PHOTO], { type: 'image/svg+xml' }));
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [enabled]);
  return url;
}

/**
 * A development page: one player per scene layout (the first catalogue template of each), the two
 * fancy bundles and the teaser card, with sample data that can lose its guest name and photo.
 * Mount it on a dev-only route; it is not part of the guest's bundle.
 */
export function DevGallery() {
  const [withName, setWithName] = useState(true);
  const [withPhoto, setWithPhoto] = useState(true);
  const photo = useSamplePhoto(withPhoto);
  const data: InvitationData = {
    ...SAMPLE_INVITATION,
    recipientName: withName ? 'Sam' : '',
    mainImageUrl: photo,
  };
  const byLayout = SCENE_LAYOUTS.map((layout) =>
    TEMPLATE_CATALOGUE.find((t) => t.layout === layout && t.variant === 'scene'),
  ).filter((t): t is TemplateDefinition => t !== undefined);
  const teaser = TEMPLATE_CATALOGUE.find((t) => t.variant === 'teaser');

  return (
    <div className="mx-auto max-w-7xl space-y-8 p-6">
      <header className="flex flex-wrap items-center gap-6">
        <h1 className="text-3xl font-bold">Player gallery</h1>
        <label className="flex items-center gap-2 font-bold">
          <input
            type="checkbox"
            checked={withName}
            onChange={(e) => setWithName(e.target.checked)}
          />
          Guest first name
        </label>
        <label className="flex items-center gap-2 font-bold">
          <input
            type="checkbox"
            checked={withPhoto}
            onChange={(e) => setWithPhoto(e.target.checked)}
          />
          Host photo
        </label>
      </header>
      <div className="grid gap-8 md:grid-cols-2 xl:grid-cols-3">
        {byLayout.map((template) => (
          <section key={template.id} aria-label={template.layout} className="space-y-2">
            <h2 className="font-bold">
              {template.layout}: {template.name}
            </h2>
            <InvitationPlayer template={template} data={data} />
          </section>
        ))}
        {FANCY_IDS.map((id) => (
          <section key={id} aria-label={id} className="space-y-2">
            <h2 className="font-bold">fancy: {id}</h2>
            <FancyFrame
              template={{
                name: id,
                bundle: { css: `/fancy/${id}/bundle.css`, js: `/fancy/${id}/bundle.js` },
              }}
              version={1}
              data={data}
            />
          </section>
        ))}
        {teaser && (
          <section aria-label="teaser" className="space-y-2">
            <h2 className="font-bold">teaser: {teaser.name}</h2>
            <TeaserCard
              template={teaser}
              onOpen={() => window.open('/preview-invitation', '_blank')}
            />
          </section>
        )}
      </div>
    </div>
  );
}
