/**
 * The drawer, mounted on first use by the openers' listener (drawer.ts): reads the forms the page
 * carries, renders FormDrawer into its own root outside the page's markup, and keeps what is open in
 * the client store's $currentForm (docs/requirements.md#client-store "currentForm").
 */
import { useStore } from '@nanostores/react';
import { createRoot, type Root } from 'react-dom/client';
import { $currentForm } from '../../lib/store/index.ts';
import { drawerDataSchema, type DrawerData } from './drawer-data.ts';
import { DRAWER_DATA_ID, type DrawerRequest } from './drawer.ts';
import { FormDrawer } from './FormDrawer.tsx';
import type { PublicForm } from './public-form.ts';

let root: Root | undefined;
/** The element that opened the drawer: focus goes back to it on close, in every browser. */
let opener: HTMLElement | undefined;

function close(): void {
  $currentForm.set(undefined);
  // After the dialog's own focus handling has run.
  setTimeout(() => {
    if (opener?.isConnected) opener.focus();
  }, 0);
}

function readData(): DrawerData {
  const text = document.getElementById(DRAWER_DATA_ID)?.textContent ?? '';
  const parsed = drawerDataSchema.safeParse(JSON.parse(text || '{}'));
  if (!parsed.success) throw new Error(`forms: #${DRAWER_DATA_ID} is missing or not valid`);
  return parsed.data;
}

function DrawerHost({ forms }: { forms: ReadonlyMap<string, PublicForm> }) {
  const current = useStore($currentForm);
  const form = current ? forms.get(current._id) : undefined;
  const product = typeof current?.['product'] === 'string' ? current['product'] : undefined;
  // Closing unmounts the form, so every opening starts with an empty one.
  return <FormDrawer form={form} product={product} onClose={close} />;
}

let formsOnPage: ReadonlyMap<string, PublicForm> | undefined;

/**
 * Opens the drawer on the requested form (mounting React the first time). Throws when the page does
 * not carry that form, so the listener follows the opener as a plain link instead.
 */
export function openFormDrawer(request: DrawerRequest, from: HTMLElement): void {
  const forms = (formsOnPage ??= new Map(readData().forms.map((form) => [form._id, form])));
  if (!forms.has(request.formId)) throw new Error(`forms: this page carries no form "${request.formId}"`);
  opener = from;
  if (!root) {
    const container = document.createElement('div');
    container.id = 'form-drawer-root';
    document.body.append(container);
    root = createRoot(container);
    root.render(<DrawerHost forms={forms} />);
  }
  $currentForm.set({ _id: request.formId, product: request.product });
}
