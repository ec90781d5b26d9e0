import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisitorCard } from '@/ui/frame/visitor-card';
import { renderScreen } from '../render-screen';

function renderCard() {
  return renderScreen(
    <VisitorCard>
      <Button>Log in</Button>
    </VisitorCard>,
    { path: '/login' },
  );
}

describe('VisitorCard', () => {
  it("shows the product's icon and name above the card, so the installed app is recognised", () => {
    const { container } = renderCard();
    const name = screen.getByText('Member Portal');
    expect(name).toBeVisible();
    // Decorative: an empty alt keeps it out of the accessibility tree (the name says it all).
    const icon = container.querySelector('img');
    expect(icon).toHaveAttribute('src', '/icons/icon-96.png');
    expect(icon).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    // Above the card: the identity comes before the card's title in reading order.
    const title = screen.getByRole('heading', { name: 'Log in' });
    expect(name.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps the card title as the one h1 of the page, and the name as no heading at all', () => {
    renderCard();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Log in');
    expect(screen.queryByRole('heading', { name: 'Member Portal' })).not.toBeInTheDocument();
  });
});
