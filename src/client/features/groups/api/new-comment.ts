import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { groupCommentSchema, type GroupComment, type NewGroupCommentBody } from '../../../../contract/groups.ts';
import type { UserSummary } from '../../../../contract/users.ts';
import { callApi } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { optimisticId } from '../../../lib/optimistic-id.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { setGroupDetail } from '../lib/cache-actions.ts';
import { prependComment, removeComment } from '../lib/cache.ts';

export function newComment(body: NewGroupCommentBody) {
  return callApi(endpoints.groups.newComment, groupCommentSchema, { json: body });
}

type Snapshot = { tempId: string };

/** The comment goes to the front of its message's comments at once; a failure takes it back out. */
export function useNewComment({
  groupId,
  author,
  mutationConfig,
}: {
  groupId: string;
  author: UserSummary;
  mutationConfig?: MutationConfig<typeof newComment, Snapshot>;
}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: newComment,
    onMutate: ({ groupMessageId, message }) => {
      const optimistic: GroupComment = { id: optimisticId(), groupMessageId, author, message: message.trim(), createdAt: new Date().toISOString() };
      setGroupDetail(queryClient, groupId, (data) => prependComment(data, optimistic));
      return { tempId: optimistic.id };
    },
    onSuccess: (...args) => {
      const [created, { groupMessageId }, snapshot] = args;
      setGroupDetail(queryClient, groupId, (data) => prependComment(removeComment(data, groupMessageId, snapshot.tempId), created));
      return onSuccess?.(...args);
    },
    onError: (...args) => {
      const [error, { groupMessageId }, snapshot] = args;
      if (snapshot) setGroupDetail(queryClient, groupId, (data) => removeComment(data, groupMessageId, snapshot.tempId));
      toastFailure(error, catalogue.content.commentFailed);
      return onError?.(...args);
    },
  });
}
