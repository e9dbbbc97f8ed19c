// @vitest-environment jsdom
/**
 * The reports screen's Points and Offer e-mails blocks (web/src/features/reports): the points outstanding and pending
 * now with their worth only when the API gives one, each day's flow of points in a table, a shop without points said
 * so; offer e-mails with "Not known" for opens when none was reported, and the sentence on why.
 */
import type { OfferMailReport, PointsReport as Points } from '@functions/offers/contract/offer-reports';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OfferEmails } from '../../../web/src/features/reports/components/offer-emails.tsx';
import { PointsReport } from '../../../web/src/features/reports/components/points-report.tsx';

afterEach(cleanup);

const points: Points = {
  enabled: true,
  issued: 1290,
  granted: 100,
  taken: 20,
  redeemed: 250,
  givenBack: 0,
  takenBack: 35,
  expired: 400,
  outstanding: 12_340,
  pending: 580,
  worth: { cents: 24_680, rewardName: '$5 off', rewardPoints: 250, rewardCents: 500 },
};

const figureOf = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

describe('PointsReport', () => {
  it('shows the points outstanding and pending now, their worth at the best reward, and the days’ flow', () => {
    render(<PointsReport points={points} />);
    expect(figureOf('Outstanding')).toBe('12,340');
    expect(figureOf('Pending')).toBe('580');
    expect(figureOf('Issued')).toBe('1,290');
    expect(figureOf('Redeemed')).toBe('250');
    expect(screen.getByText(/Worth at most \$246\.80 at the best reward, “\$5 off” \(\$5 for 250 points\)/)).toBeTruthy();
    const table = screen.getByRole('table', { name: /Points in these days/ });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Issued (orders completed)1,290',
      'Granted by the kitchen100',
      'Taken by the kitchen20',
      'Redeemed (rewards at checkout)250',
      'Given back (cancelled orders’ rewards)0',
      'Taken back (refunds)35',
      'Expired400',
    ]);
  });

  it('says the points are not worth a sum in dollars when a reward gives a dish, and when nothing moved', () => {
    const still = { ...points, issued: 0, granted: 0, taken: 0, redeemed: 0, takenBack: 0, expired: 0, worth: null };
    render(<PointsReport points={still} />);
    expect(screen.getByText(/Not said in dollars: a reward that gives a dish/)).toBeTruthy();
    expect(screen.getByText('No points were issued, spent, granted or expired in these days.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when the shop gives no points', () => {
    render(<PointsReport points={{ ...points, enabled: false, outstanding: 0, pending: 0, issued: 0, redeemed: 0, worth: null }} />);
    expect(screen.getByText(/The shop does not give points yet/)).toBeTruthy();
    expect(screen.queryByText('Outstanding')).toBeNull();
  });
});

describe('OfferEmails', () => {
  const mails: OfferMailReport = { sent: 1200, opened: 0, subscribed: 14, unsubscribed: 3 };

  it('shows sent, new subscribers and unsubscribes, and opens as not known when SES reported none', () => {
    render(<OfferEmails offerMails={mails} />);
    expect(figureOf('Offer e-mails sent')).toBe('1,200');
    expect(figureOf('Opened')).toBe('Not known');
    expect(figureOf('New subscribers')).toBe('14');
    expect(figureOf('Unsubscribes')).toBe('3');
    expect(screen.getByText(/Opens are known only as SES reports them/)).toBeTruthy();
  });

  it('shows the opens SES reported, and a sentence when nothing happened', () => {
    render(<OfferEmails offerMails={{ ...mails, opened: 431 }} />);
    expect(figureOf('Opened')).toBe('431');
    cleanup();
    render(<OfferEmails offerMails={{ sent: 0, opened: 0, subscribed: 0, unsubscribed: 0 }} />);
    expect(screen.getByText('No offer e-mail was sent in these days, and nobody subscribed or unsubscribed.')).toBeTruthy();
  });
});
