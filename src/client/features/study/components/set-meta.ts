/* How a study set's facts read. */
import type { StudySetVisibility } from '../../../../contract/study.ts';

export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const visibilityLabels: Record<StudySetVisibility, string> = { private: 'Private', public: 'Public' };

export const visibilityExplanations: Record<StudySetVisibility, string> = {
  private: 'Only you can see and study it.',
  public: 'Every student can find and study it.',
};
