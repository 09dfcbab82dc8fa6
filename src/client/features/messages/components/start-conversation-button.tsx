import { useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { useStartConversation } from '../api/start-conversation.ts';
import { MessageIcon } from './message-icons.tsx';

/** "Message" on someone's profile: opens (or starts) our conversation and goes to it. */
export function StartConversationButton({ userId, className = '' }: { userId: string; className?: string }) {
  const navigate = useNavigate();
  const start = useStartConversation({
    mutationConfig: {
      onSuccess: (conversation) => navigate({ to: '/messages/$conversationId', params: { conversationId: conversation.id } }),
      onError: () => toast.error('An error occurred.'),
    },
  });
  return (
    <Button variant="secondary" loading={start.isPending} onClick={() => start.mutate(userId)} className={className}>
      <MessageIcon className="size-5" />
      Message
    </Button>
  );
}
