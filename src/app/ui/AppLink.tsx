/**
 * A link to another /app screen: a real `<a href>` (open in a new tab, copy the address) that moves
 * inside the app without a page load on a plain click.
 */
import type { MouseEvent, ReactNode } from 'react';
import { navigate } from '../router.ts';

/** A click the browser should handle itself: modified, not the main button, or already handled. */
const isSpecialClick = (event: MouseEvent): boolean =>
  event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

export function AppLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isSpecialClick(event)) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
