/**
 * The form of a gated blog (docs/requirements.md#blogs-and-gated-content): once the server stored the submission (201), the blog's id
 * joins $requestedBlogs (persisted in localStorage), which unlocks the content (gated-unlock.ts)
 * now and after every reload. Signed-out readers may submit too.
 */
import { $requestedBlogs } from '../../lib/store/index.ts';
import { CmsForm } from './CmsForm.tsx';
import type { PublicForm } from './public-form.ts';
import { mergeRequestedBlogs } from './requested-blogs.ts';
import { withIslandBoundary } from '../../lib/ui/IslandBoundary.tsx';

export interface GatedFormProps {
  form: PublicForm;
  blogId: string;
}

function GatedForm({ form, blogId }: GatedFormProps) {
  const unlock = (requestedBlogs: readonly string[] | undefined) =>
    $requestedBlogs.set(mergeRequestedBlogs($requestedBlogs.get(), [...(requestedBlogs ?? []), blogId]));
  return <CmsForm form={form} blogId={blogId} onSent={(data) => unlock(data.requestedBlogs)} />;
}

/** The island, with the 'Something went wrong' fallback (docs/requirements.md#messages). */
export default withIslandBoundary(GatedForm, 'gated form');
