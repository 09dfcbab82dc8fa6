/*
 * Phones first: a long unbroken outline title, course or topic wraps instead of widening the
 * page at 360 px. jsdom has no layout, so the check is that the text may break anywhere, and
 * that a flex child holding it may shrink below its longest word.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '../../mocks/db.ts';
import { seedOutline } from '../../mocks/outlines-handlers.ts';
import { renderApp } from '../support/render-app.tsx';

const TITLE = `Land_Law_${'and_Conveyancing_'.repeat(5)}Ghana`;
const COURSE = `LLB-LAND-${'L'.repeat(60)}`;
const TOPIC = `https://www.ghalii.org/gh/legislation/act/1986/${'s'.repeat(60)}`;

describe('long words in an outline', () => {
  it('wrap in its title, course and topics, in my list and on its page', async () => {
    const me = buildMe();
    const outline = seedOutline(me.id, { title: TITLE, course: COURSE, topics: [TOPIC] });
    const app = renderApp('/outlines', { signedInAs: me });
    const card = await screen.findByRole('article', { name: TITLE });
    expect(within(card).getByRole('heading', { name: TITLE })).toHaveClass('wrap-anywhere');
    expect(within(card).getByText(COURSE)).toHaveClass('wrap-anywhere');

    await app.router.navigate({ to: '/outlines/$outlineId', params: { outlineId: outline.id } });
    expect(await screen.findByRole('heading', { name: TITLE, level: 1 })).toHaveClass('wrap-anywhere');
    expect(screen.getByText(COURSE)).toHaveClass('wrap-anywhere');
    const topic = within(screen.getByRole('checkbox', { name: TOPIC }).closest('label') as HTMLElement).getByText(TOPIC);
    expect(topic).toHaveClass('min-w-0', 'wrap-anywhere');
  });
});
