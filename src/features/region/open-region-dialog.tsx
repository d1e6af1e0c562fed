/**
 * Mounts the region dialog on demand: the header's region links import this module only when a
 * switch needs an empty cart, so pages without islands load no React until then.
 */
import { createRoot, type Root } from 'react-dom/client';
import type { RegionCode } from '../../lib/store/types.ts';
import RegionDialog from './RegionDialog.tsx';

let root: Root | undefined;

/** Open the dialog for a switch to `region` (going to `href`); one root is reused. */
export function openRegionDialog(options: { region: RegionCode; href: string }): void {
  if (!root) {
    const host = document.createElement('div');
    host.id = 'region-dialog-root';
    document.body.append(host);
    root = createRoot(host);
  }
  const mounted = root;
  const render = (open: boolean) => {
    mounted.render(
      <RegionDialog open={open} onClose={() => render(false)} region={options.region} href={options.href} />,
    );
  };
  render(true);
}
