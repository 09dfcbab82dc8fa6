import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { endpoints } from '../../../../contract/endpoints.ts';
import { studySetSchema, type StudySetFromCaseFlashesBody } from '../../../../contract/study.ts';
import { callApi } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';

/** A new study set of mine with one card a chosen case (front: title and citation; back: holding and ratio). */
export function drillCaseFlashes(body: StudySetFromCaseFlashesBody) {
  return callApi(endpoints.studySets.fromCaseFlashes, studySetSchema, { json: body });
}

export function useDrillCaseFlashes({ mutationConfig }: { mutationConfig?: MutationConfig<typeof drillCaseFlashes> } = {}) {
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: drillCaseFlashes,
    onError: (...args) => {
      toastFailure(args[0]);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      toast.success(catalogue.content.studySetCreated);
      return onSuccess?.(...args);
    },
  });
}
