import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TimeAgo } from '../../src/client/components/ui/time-ago.tsx';
import { formatLongDateTime } from '../../src/client/lib/dates.ts';

describe('TimeAgo', () => {
  it('gives the whole date as hover text once the pointer comes over it', () => {
    const iso = '2025-05-09T11:59:00.000Z';
    render(<TimeAgo iso={iso} />);
    const time = screen.getByText((_, element) => element?.tagName === 'TIME');
    expect(time).toHaveAttribute('datetime', iso);
    fireEvent.pointerEnter(time);
    expect(time).toHaveAttribute('title', formatLongDateTime(iso));
    expect(time.title).toMatch(/2025/);
  });
});
