import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { sceneText } from './details.ts';
import { HostPhoto, HostVideo } from './host-media.tsx';
import type { SceneProps } from './scene-types.ts';

/** Which of the host's pictures a frame holds. */
export type Picture = 'photo' | 'video';

/** What a scene's own frame around one of the host's pictures (a mat, a badge, a border) gets. */
export interface PictureFrameProps {
  picture: Picture;
  children: ReactNode;
}

interface HostPicturesProps {
  /** The invitation, which has the pictures, and the scene's clock, which the video follows. */
  scene: Omit<SceneProps, 'template'>;
  /** Scene time at which the video starts playing: the scene's video beat. */
  videoAt: number;
  /** The row's classes. */
  className: string;
  /** Declared outside the scene, so that a render keeps the same frames (and the video playing). */
  Frame: ComponentType<PictureFrameProps>;
  /** The pictures' own classes, inside their frames: one for both, or each its own. */
  pictureClassName: string | Record<Picture, string>;
  /** The photo's own style, for a scene that poses the photo itself rather than a frame. */
  photoStyle?: CSSProperties;
}

/**
 * The host's photo and video side by side, each in the scene's frame: what every scene shows under
 * its details. Nothing when the host gave neither.
 */
export function HostPictures({
  scene,
  videoAt,
  className,
  Frame,
  pictureClassName,
  photoStyle,
}: HostPicturesProps) {
  const { photo, video } = sceneText(scene.data);
  if (!photo && !video) return null;
  const classOf = (picture: Picture) =>
    typeof pictureClassName === 'string' ? pictureClassName : pictureClassName[picture];
  return (
    <div className={className}>
      {photo && (
        <Frame picture="photo">
          <HostPhoto src={photo} className={classOf('photo')} style={photoStyle} />
        </Frame>
      )}
      {video && (
        <Frame picture="video">
          <HostVideo
            src={video}
            t={scene.t}
            startAt={videoAt}
            playing={scene.playing}
            reducedMotion={scene.reducedMotion}
            className={classOf('video')}
          />
        </Frame>
      )}
    </div>
  );
}
