import { useState } from 'react';
import { POST_BODY_MAX, type Post } from '../../../../contract/posts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useUpdatePost } from '../api/update-post.ts';
import { HashtagTextarea } from './hashtag-textarea.tsx';

/** Edits a post's text in place; it closes at once on Save and the new text shows while it saves. */
export function PostEditor({ post, onClose }: { post: Post; onClose: () => void }) {
  const [body, setBody] = useState(post.body);
  const update = useUpdatePost();
  const trimmed = body.trim();
  const valid = trimmed.length >= 1 && trimmed.length <= POST_BODY_MAX;

  const save = () => {
    if (!valid) return;
    if (trimmed !== post.body) update.mutate({ postId: post.id, body: trimmed });
    onClose();
  };

  return (
    <form
      aria-label="Edit post"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <HashtagTextarea label="Post text" value={body} onChange={setBody} max={POST_BODY_MAX} onSubmit={save} autoFocus>
        <div className="flex gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!valid}>
            Save
          </Button>
        </div>
      </HashtagTextarea>
    </form>
  );
}
