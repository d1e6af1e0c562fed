/**
 * The right drawer of docs/requirements.md#screen-elements (formDrawer, enquireDrawer): a Headless UI dialog, so focus is trapped
 * inside, Esc and the backdrop close it, focus returns to the opener, and the dialog is labelled by
 * the form's title. 40% of the window wide on desktop (docs/requirements.md#layout), the whole width on phones.
 */
import { CloseButton, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { CSSProperties } from 'react';
import { FORM_DRAWER_WIDTH } from '../../lib/ui/constants.ts';
import { CmsForm } from './CmsForm.tsx';
import { IslandBoundary } from '../../lib/ui/IslandBoundary.tsx';
import type { PublicForm } from './public-form.ts';

export interface FormDrawerProps {
  /** The form to show; no form, no drawer. */
  form: PublicForm | undefined;
  /** The product an enquiry is about. */
  product?: string | undefined;
  onClose: () => void;
}

const panelStyle = { '--form-drawer-width': FORM_DRAWER_WIDTH } as CSSProperties;

export function FormDrawer({ form, product, onClose }: FormDrawerProps) {
  return (
    <Dialog open={form !== undefined} onClose={onClose} className="form-drawer">
      <DialogBackdrop className="form-drawer__backdrop" />
      {form && (
        <DialogPanel className="form-drawer__panel" style={panelStyle} data-form-drawer={form._id}>
          <div className="form-drawer__head">
            <DialogTitle className="form-drawer__title">{form.title ?? 'Send us a message'}</DialogTitle>
            <CloseButton className="form-drawer__close" aria-label="Close">
              <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
                <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="m5 5 10 10M15 5 5 15" />
              </svg>
            </CloseButton>
          </div>
          <div className="form-drawer__body">
            {form.formDescription && <p className="form-drawer__description">{form.formDescription}</p>}
            <IslandBoundary name="form drawer">
              <CmsForm form={form} preset={product ? { product } : undefined} />
            </IslandBoundary>
          </div>
        </DialogPanel>
      )}
    </Dialog>
  );
}
