/**
 * A QR code drawn as SVG in the page (no image request, nothing for the CSP to allow): each dark module
 * a unit square of one path. Encoded by `uqr` (no dependencies), loaded only when a code is shown.
 */
import { useEffect, useState } from 'react';

/** The path of the dark modules of `modules` (rows of booleans), one unit square each. */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return parts.join('');
}

export function QrCode({ text, label }: { text: string; label: string }) {
  const [modules, setModules] = useState<boolean[][] | undefined>();
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ encode }) => {
      if (live) setModules(encode(text, { ecc: 'M', border: 4 }).data);
    });
    return () => {
      live = false;
    };
  }, [text]);
  if (!modules) return <p role="status">Drawing the QR code...</p>;
  const size = modules.length;
  return (
    <svg
      className="app-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={size * 5}
      height={size * 5}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={qrPath(modules)} fill="#000" />
    </svg>
  );
}
