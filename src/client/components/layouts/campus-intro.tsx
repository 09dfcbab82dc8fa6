import { GroupsIcon, StudyIcon, WifiOffIcon } from '../ui/icons.tsx';

const points = [
  { icon: GroupsIcon, title: 'Your campus network', detail: 'Posts, study groups and messages with students at your university.' },
  { icon: StudyIcon, title: 'Law study tools', detail: 'Notes, flash cards, a question bank, case flashes and course outlines.' },
  { icon: WifiOffIcon, title: 'Made for phones', detail: 'Light on data, and what you last opened stays readable offline.' },
] as const;

/**
 * What Campus is, for a visitor who has not signed in: beside the form on wide screens,
 * a compact version above it on phones (the details only on wide screens). Text and
 * inline icons only, so it costs the first load next to nothing.
 */
export function CampusIntro() {
  return (
    <section aria-label="About Campus" className="mb-5 lg:mb-0">
      <p className="text-center text-sm font-semibold text-fg lg:text-left lg:text-3xl lg:leading-tight lg:font-bold">
        The student network and law study companion for universities in Ghana.
      </p>
      <ul className="mt-3 flex flex-wrap justify-center gap-1.5 lg:mt-8 lg:flex-col lg:justify-start lg:gap-5">
        {points.map(({ icon: Icon, title, detail }) => (
          <li key={title} className="flex items-center gap-1.5 rounded-full bg-muted-surface px-2.5 py-1 text-xs text-fg lg:items-start lg:gap-4 lg:rounded-none lg:bg-transparent lg:p-0 lg:text-sm">
            <span className="flex shrink-0 items-center justify-center text-primary-text lg:size-11 lg:rounded-xl lg:bg-muted-surface">
              <Icon className="size-4 lg:size-6" />
            </span>
            <span>
              <span className="font-medium lg:block lg:text-base lg:font-semibold">{title}</span>
              <span className="hidden text-muted lg:block">{detail}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
