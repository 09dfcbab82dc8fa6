import { useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { SpeechBubbleIcon } from '../../../components/ui/icons.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { useStartConversation } from '../api/start-conversation.ts';

/** "Message" on someone's profile: opens (or starts) our conversation and goes to it. */
export function StartConversationButton({ userId, className = '' }: { userId: string; className?: string }) {
  const navigate = useNavigate();
  const start = useStartConversation({
    mutationConfig: {
      onSuccess: (conversation) => navigate({ to: '/messages/$conversationId', params: { conversationId: conversation.id } }),
      // A block (403 BLOCKED) says why; anything else stays the catalogue's plain failure.
      onError: (error) => toast.error(catalogue.error, { description: errorMessage(error, '') || undefined }),
    },
  });
  return (
    <Button variant="secondary" loading={start.isPending} onClick={() => start.mutate(userId)} className={className}>
      <SpeechBubbleIcon className="size-5" />
      Message
    </Button>
  );
}
