import QRCode from 'qrcode';
import { useMemo } from 'react';

/**
 * The link as a QR code, drawn as one SVG path from the code's modules: no canvas, no HTML string,
 * crisp at any size. A quiet zone of 2 modules keeps it scannable on any background.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
    const parts: string[] = [];
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        if (modules.get(row, col)) parts.push(`M${col + 2} ${row + 2}h1v1h-1z`);
      }
    }
    return { size: modules.size + 4, path: parts.join('') };
  }, [value]);

  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-44 rounded-2xl bg-white"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#24113f" />
    </svg>
  );
}
