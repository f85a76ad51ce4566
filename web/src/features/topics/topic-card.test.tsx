import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { topic } from '../../test/topic-responses';
import { TopicCard } from './topic-card';

const renderCard = (overrides: Record<string, unknown> = {}) =>
  render(
    <MemoryRouter>
      <ul>
        <TopicCard topic={topic('7', overrides) as never} to="/pool/pooldetails/7" />
      </ul>
    </MemoryRouter>,
  );

describe('TopicCard (issue 17: richer pool cards)', () => {
  it("shows the owner's avatar beside 'With', the squad fill, and its category's artwork when there is no image", () => {
    const { container } = renderCard({ memberCount: 2, squadSize: 3, category: { __typename: 'Category', id: '9', name: 'Music' } });
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Topic 7' })).toHaveAttribute('href', '/pool/pooldetails/7');
    expect(card).toHaveTextContent('Want2 friends · 2/3 joined');
    expect(container.querySelector('.topic-card__with .pm-avatar')).toHaveTextContent('AL');
    const art = container.querySelector('.topic-art');
    expect(art).toHaveAttribute('aria-hidden', 'true');
    expect((art as HTMLElement).style.getPropertyValue('--art-h')).toBe('280');
  });

  it('gives two categories different artwork, and an unknown one a stable hue', () => {
    const paths = ['Programming', 'Languages', 'Knitting', 'Knitting'].map((name) => {
      const { container, unmount } = renderCard({ category: { __typename: 'Category', id: name, name } });
      const art = container.querySelector('.topic-art') as HTMLElement;
      const out = `${art.style.getPropertyValue('--art-h')} ${art.querySelector('path')?.getAttribute('d')}`;
      unmount();
      return out;
    });
    expect(new Set(paths).size).toBe(3);
  });

  it('shows the picture instead of artwork when the pool has one; no fill for an "Only you" pool', () => {
    const { container } = renderCard({ imageUrl: '/uploads/t.png', squadSize: 1 });
    expect(container.querySelector('.topic-art')).toBeNull();
    expect(container.querySelector('img[src="/uploads/t.png"]')).not.toBeNull();
    expect(screen.getByRole('listitem')).not.toHaveTextContent('joined');
  });

  it('marks a full squad "Full" (issue 28), and only a full one', () => {
    const { unmount } = renderCard({ memberCount: 3, squadSize: 3 });
    expect(within(screen.getByRole('listitem')).getByText('Full')).toBeInTheDocument();
    unmount();
    renderCard({ memberCount: 2, squadSize: 3 });
    expect(within(screen.getByRole('listitem')).queryByText('Full')).not.toBeInTheDocument();
  });
});
