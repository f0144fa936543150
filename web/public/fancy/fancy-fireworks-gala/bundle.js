/*
 * PartyReel fancy template "Fireworks Gala". Runs alone in a sandboxed frame (no same-origin):
 * it says 'partyreel:ready', draws the invitation it is sent in 'partyreel:init', and answers
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

  function detail(label, value, className) {
    const row = el('div', `fw-detail ${className || ''}`);
    row.appendChild(el('dt', 'fw-label', label));
    row.appendChild(el('dd', 'fw-value', value));
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

    const card = el('main', 'fw-card');
    card.appendChild(el('p', 'fw-greeting', name ? `${name}, you're invited!` : "You're invited!"));
    card.appendChild(el('p', 'fw-kicker', 'to a night of fireworks'));
    const heading = el('h1', 'fw-title', title);
    card.appendChild(heading);
    card.appendChild(el('div', 'fw-rule'));

    const list = el('dl', 'fw-details');
    if (date) list.appendChild(detail('Date', date, 'fw-date'));
    if (when) list.appendChild(detail('Time', when));
    if (address) list.appendChild(detail('Place', address));
    card.appendChild(list);

    if (photo || video) {
      const media = el('div', 'fw-media');
      if (photo) {
        const img = el('img', 'fw-photo');
        img.alt = 'Photo from the host';
        img.src = photo;
        media.appendChild(img);
      }
      if (video) {
        const clip = el('video', 'fw-video');
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

    root.replaceChildren(canvas, card);
    document.title = title;
  }

  // Fireworks: rockets rise from the bottom and burst into sparks that fall and fade.
  const canvas = el('canvas', 'fw-sky');
  canvas.setAttribute('aria-hidden', 'true');
  const context = canvas.getContext('2d');
  const colours = ['#ffd166', '#ff6b9d', '#f8f9fa', '#4dd0e1', '#b197fc', '#ffa94d'];
  let rockets = [];
  let sparks = [];
  let width = 0;
  let height = 0;
  let last = 0;
  let nextLaunch = 0;

  function resize() {
    const ratio = window.devicePixelRatio || 1;
    width = window.innerWidth;
    height = window.innerHeight;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
  }

  function burst(x, y, colour, count) {
    for (let i = 0; i < count; i++) {
      const angle = (Math.PI * 2 * i) / count + Math.random() * 0.2;
      const speed = 60 + Math.random() * 140;
      sparks.push({
        x: x,
        y: y,
        vx: Math.cos(angle) * speed,
        vy: Math.sin(angle) * speed,
        life: 1.4 + Math.random() * 0.8,
        age: 0,
        colour: Math.random() < 0.2 ? '#ffffff' : colour,
      });
    }
  }

  function launch() {
    rockets.push({
      x: width * (0.15 + Math.random() * 0.7),
      y: height,
      vy: -(height * 0.75 + Math.random() * height * 0.35),
      fuse: 0.7 + Math.random() * 0.5,
      colour: colours[Math.floor(Math.random() * colours.length)],
    });
  }

  function frame(now) {
    const dt = Math.min(0.05, (now - last) / 1000 || 0);
    last = now;
    context.fillStyle = 'rgba(8, 6, 30, 0.22)';
    context.fillRect(0, 0, width, height);
    if (now > nextLaunch) {
      launch();
      nextLaunch = now + 450 + Math.random() * 700;
    }
    rockets = rockets.filter((rocket) => {
      rocket.fuse -= dt;
      rocket.y += rocket.vy * dt;
      rocket.vy *= 0.985;
      context.fillStyle = '#fff4d6';
      context.fillRect(rocket.x - 1, rocket.y, 2, 6);
      if (rocket.fuse <= 0) {
        burst(rocket.x, rocket.y, rocket.colour, 48);
        return false;
      }
      return true;
    });
    sparks = sparks.filter((spark) => {
      spark.age += dt;
      spark.vx *= 0.985;
      spark.vy = spark.vy * 0.985 + 70 * dt;
      spark.x += spark.vx * dt;
      spark.y += spark.vy * dt;
      const fade = 1 - spark.age / spark.life;
      if (fade <= 0) return false;
      context.globalAlpha = fade;
      context.fillStyle = spark.colour;
      context.beginPath();
      context.arc(spark.x, spark.y, 1.8, 0, Math.PI * 2);
      context.fill();
      context.globalAlpha = 1;
      return true;
    });
    window.requestAnimationFrame(frame);
  }

  function stillSky() {
    context.fillStyle = '#08061e';
    context.fillRect(0, 0, width, height);
    [
      [0.2, 0.2, '#ffd166'],
      [0.8, 0.16, '#ff6b9d'],
      [0.5, 0.1, '#4dd0e1'],
    ].forEach((b) => {
      for (let i = 0; i < 36; i++) {
        const angle = (Math.PI * 2 * i) / 36;
        context.fillStyle = b[2];
        context.beginPath();
        context.arc(
          width * b[0] + Math.cos(angle) * 60,
          height * b[1] + Math.sin(angle) * 60,
          2,
          0,
          Math.PI * 2,
        );
        context.fill();
      }
    });
  }

  root.appendChild(canvas);
  if (context) {
    resize();
    window.addEventListener('resize', () => {
      resize();
      if (reduced) stillSky();
    });
    if (reduced) stillSky();
    else window.requestAnimationFrame(frame);
  }

  window.addEventListener('message', (event) => {
    if (event.source !== window.parent) return;
    const message = event.data;
    if (message?.type !== 'partyreel:init') return;
    render(message.data && typeof message.data === 'object' ? message.data : {});
    window.parent.postMessage({ type: 'partyreel:initialized' }, '*');
  });
  window.parent.postMessage({ type: 'partyreel:ready' }, '*');
})();
