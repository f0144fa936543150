/*
 * PartyReel fancy template "Neon Disco". Runs alone in a sandboxed frame (no same-origin): it
 * says 'partyreel:ready', draws the invitation it is sent in 'partyreel:init', and answers
 * 'partyreel:initialized'. Every guest-provided value is written with textContent, never as HTML.
 */
(() => {
  const root = document.getElementById('partyreel-root');
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

  function clean(value) {
    return typeof value === 'string' ? value.trim() : '';
  }

  function safeUrl(value) {
    const url = clean(value);
    return /^(https?:\/\/|\/(?!\/)|blob:)/i.test(url) ? url : '';
  }

  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }

  /** The decorations: a spinning mirror ball, sweeping beams and a dance floor lighting up. */
  function stage() {
    const scene = el('div', 'nd-stage');
    scene.setAttribute('aria-hidden', 'true');
    scene.appendChild(el('div', 'nd-beam nd-beam-left'));
    scene.appendChild(el('div', 'nd-beam nd-beam-right'));
    const ball = el('div', 'nd-ball');
    ball.appendChild(el('div', 'nd-ball-string'));
    scene.appendChild(ball);
    const floor = el('div', 'nd-floor');
    for (let i = 0; i < 24; i++) {
      const tile = el('span', 'nd-tile');
      tile.style.animationDelay = `${((i * 7) % 12) * 0.25}s`;
      tile.style.setProperty('--hue', String((i * 53) % 360));
      floor.appendChild(tile);
    }
    scene.appendChild(floor);
    return scene;
  }

  function line(label, value) {
    const row = el('div', 'nd-row');
    row.appendChild(el('dt', 'nd-label', label));
    row.appendChild(el('dd', 'nd-value', value));
    return row;
  }

  function render(data) {
    const name = clean(data.recipientName);
    const title = clean(data.eventTitle) || 'Untitled Event';
    const start = clean(data.sTime);
    const end = clean(data.eTime);
    const when = start ? (end ? `${start} \u2013 ${end}` : start) : end ? `Until ${end}` : '';
    const date = clean(data.eventDate);
    const address = clean(data.address);
    const photo = safeUrl(data.mainImageUrl);
    const video = safeUrl(data.eventVideoUrl);

    const card = el('main', 'nd-card');
    card.appendChild(el('p', 'nd-greeting', name ? `${name}, you're invited!` : "You're invited!"));
    card.appendChild(el('h1', 'nd-title', title));
    card.appendChild(el('p', 'nd-sign', 'Let\u2019s dance'));

    const list = el('dl', 'nd-details');
    if (date) list.appendChild(line('Date', date));
    if (when) list.appendChild(line('Time', when));
    if (address) list.appendChild(line('Place', address));
    card.appendChild(list);

    if (photo || video) {
      const media = el('div', 'nd-media');
      if (photo) {
        const img = el('img', 'nd-photo');
        img.alt = 'Photo from the host';
        img.src = photo;
        media.appendChild(img);
      }
      if (video) {
        const clip = el('video', 'nd-video');
        clip.muted = true;
        clip.loop = true;
        clip.playsInline = true;
        clip.setAttribute('aria-label', 'Video from the host');
        if (reduced) clip.controls = true;
        else clip.autoplay = true;
        clip.src = video;
        media.appendChild(clip);
      }
      card.appendChild(media);
    }

    root.replaceChildren(decorations, card);
    document.title = title;
  }

  const decorations = stage();
  root.appendChild(decorations);

  window.addEventListener('message', (event) => {
    if (event.source !== window.parent) return;
    const message = event.data;
    if (message?.type !== 'partyreel:init') return;
    render(message.data && typeof message.data === 'object' ? message.data : {});
    window.parent.postMessage({ type: 'partyreel:initialized' }, '*');
  });
  window.parent.postMessage({ type: 'partyreel:ready' }, '*');
})();
