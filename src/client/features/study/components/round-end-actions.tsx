import { Link } from '@tanstack/react-router';
import { Button } from '../../../components/ui/button.tsx';
import { primaryLinkClass } from './link-styles.ts';

/** At the end of a session or a quiz: go again, or back to the set. */
export function RoundEndActions({ setId, againLabel, onAgain }: { setId: string; againLabel: string; onAgain: () => void }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Button variant="secondary" onClick={onAgain}>
        {againLabel}
      </Button>
      <Link to="/study/sets/$setId" params={{ setId }} className={primaryLinkClass}>
        Back to the set
      </Link>
    </div>
  );
}
