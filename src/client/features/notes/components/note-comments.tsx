import { useState } from 'react';
import { NOTE_COMMENT_MAX, type NoteComment } from '../../../../contract/notes.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CommentReportMenu } from '../../../components/report-dialog.tsx';
import { CommentItem } from '../../../components/ui/comment-item.tsx';
import { TextArea } from '../../../components/ui/text-field.tsx';
import { useMe } from '../../../lib/me-context.ts';
import { useCommentNote } from '../api/comment-note.ts';
import { isStandIn } from '../api/stand-in.ts';

function CommentForm({ noteId }: { noteId: string }) {
  const [body, setBody] = useState('');
  // A failed comment comes back into the box, unless something new was typed meanwhile.
  const send = useCommentNote({ mutationConfig: { onError: (_error, variables) => setBody((current) => current || variables.body) } });
  const length = body.trim().length;
  const valid = length >= 1 && length <= NOTE_COMMENT_MAX;

  return (
    <form
      aria-label="New comment"
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        send.mutate({ noteId, body: body.trim() });
        setBody('');
      }}
      className="flex flex-col gap-2"
    >
      <TextArea
        label="Write a comment"
        value={body}
        rows={2}
        onChange={(event) => setBody(event.target.value)}
        error={length > NOTE_COMMENT_MAX ? `At most ${NOTE_COMMENT_MAX} characters.` : undefined}
      />
      <Button type="submit" disabled={!valid} className="self-end">
        Comment
      </Button>
    </form>
  );
}

/** The note's discussion: a box to add a comment, then the comments, newest first. */
export function NoteComments({ noteId, comments, count }: { noteId: string; comments: NoteComment[]; count: number }) {
  const me = useMe();
  return (
    <section aria-labelledby="note-comments" className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4">
      <h2 id="note-comments" className="text-lg font-semibold text-fg">
        Comments <span className="text-muted">({count})</span>
      </h2>
      <CommentForm noteId={noteId} />
      {comments.length === 0 ? (
        <p className="py-4 text-center text-muted">No comments yet. Start the discussion.</p>
      ) : (
        <ul aria-label="Comments" className="flex flex-col gap-3">
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              author={comment.author}
              createdAt={comment.createdAt}
              pending={isStandIn(comment)}
              menu={comment.author.id === me.id || isStandIn(comment) ? null : <CommentReportMenu id={comment.id} authorName={comment.author.name} />}
            >
              {comment.body}
            </CommentItem>
          ))}
        </ul>
      )}
    </section>
  );
}
