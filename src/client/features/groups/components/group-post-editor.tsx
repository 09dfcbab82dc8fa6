import { useId, useState } from 'react';
import { GROUP_MESSAGE_MAX, type GroupMessage } from '../../../../contract/groups.ts';
import { Button } from '../../../components/ui/button.tsx';
import { HashtagField } from '../../../components/ui/hashtag-field.tsx';
import { useUpdateGroupPost } from '../api/update-post.ts';

/** Edits my group post in place; it closes at once on Save and the new words show while they save. Escape cancels. */
export function GroupPostEditor({ message, onClose }: { message: GroupMessage; onClose: () => void }) {
  const id = useId();
  const [text, setText] = useState(message.message);
  const update = useUpdateGroupPost();
  const trimmed = text.trim();

  const save = () => {
    if (!trimmed) return;
    if (trimmed !== message.message) update.mutate({ groupId: message.groupId, messageId: message.id, message: trimmed });
    onClose();
  };

  return (
    <form
      aria-label="Edit post"
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      onKeyDown={(event) => (event.key === 'Escape' ? onClose() : undefined)}
    >
      <label htmlFor={id} className="sr-only">Post text</label>
      <HashtagField id={id} value={text} onChange={setText} onSubmit={save} maxLength={GROUP_MESSAGE_MAX} autoFocus />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={!trimmed}>
          Save
        </Button>
      </div>
    </form>
  );
}
