import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { groupCommentSchema, type GroupComment, type NewGroupCommentBody } from '../../../../contract/groups.ts';
import type { UserSummary } from '../../../../contract/users.ts';
import { callApi } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { optimisticId } from '../../../lib/optimistic-id.ts';
import { stopFetchesUnder } from '../../../lib/query-write.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { setGroupDetail } from '../lib/cache-actions.ts';
import { groupKeys } from './keys.ts';
import { prependComment, removeComment } from '../lib/cache.ts';

export function newComment(body: NewGroupCommentBody) {
  return callApi(endpoints.groups.newComment, groupCommentSchema, { json: body });
}

type Snapshot = { tempId: string; fetchAgain: () => void };

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
    onMutate: ({ groupMessageId, message }): Snapshot => {
      const fetchAgain = stopFetchesUnder(queryClient, groupKeys.detail(groupId));
      const optimistic: GroupComment = { id: optimisticId(), groupMessageId, author, message: message.trim(), createdAt: new Date().toISOString() };
      setGroupDetail(queryClient, groupId, (data) => prependComment(data, optimistic));
      return { tempId: optimistic.id, fetchAgain };
    },
    onSuccess: (...args) => {
      const [created, { groupMessageId }, snapshot] = args;
      setGroupDetail(queryClient, groupId, (data) => prependComment(removeComment(data, groupMessageId, snapshot.tempId), created));
      snapshot.fetchAgain();
      return onSuccess?.(...args);
    },
    onError: (...args) => {
      const [error, { groupMessageId }, snapshot] = args;
      if (snapshot) {
        setGroupDetail(queryClient, groupId, (data) => removeComment(data, groupMessageId, snapshot.tempId));
        snapshot.fetchAgain();
      }
      toastFailure(error, catalogue.content.commentFailed);
      return onError?.(...args);
    },
  });
}
