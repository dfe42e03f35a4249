import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { expectDesignSystemTable } from '../../testing/design-system-table.js';
import { DataTable, TableRegion, type DataTableColumn } from './data-table.js';

afterEach(cleanup);

interface Payment {
  id: string;
  date: string;
  amount: string;
}

const columns: DataTableColumn<Payment>[] = [
  { id: 'date', header: 'Date', cell: (payment) => payment.date },
  { id: 'amount', header: 'Amount', cell: (payment) => payment.amount, numeric: true },
  { id: 'actions', header: 'Actions', unlabelled: true, cell: () => <button type="button">View</button> },
];

const payments: Payment[] = [
  { id: 'p1', date: '2026-11-20', amount: '€250.00' },
  { id: 'p2', date: '2026-11-21', amount: '€10.00' },
];

describe('DataTable', () => {
  it('is a captioned table in the bordered region the screens’ tables share, its rows cards on a phone', () => {
    render(<DataTable caption="Payments" columns={columns} rows={payments} rowKey={(payment) => payment.id} />);
    const table = screen.getByRole('table', { name: 'Payments' });
    expectDesignSystemTable(table);
    expect(screen.getByRole('region', { name: 'Payments' })).toBe(table.parentElement);
    const firstRow = within(table).getAllByRole('row')[1]!;
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Date', 'Amount', '']);
    expect(within(table).getByRole('columnheader', { name: 'Amount' }).className).toBe('data-table__numeric');
  });
});

describe('TableRegion', () => {
  it('labels each body cell with its column heading and turns the rows into cards on a phone', () => {
    render(
      <TableRegion label="Balances">
        <table className="data-table">
          <caption>Balances</caption>
          <thead>
            <tr>
              <th scope="col">Currency</th>
              <th scope="col">Available</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">BTC</th>
              <td>0.50000000 BTC</td>
            </tr>
          </tbody>
        </table>
      </TableRegion>,
    );
    const table = screen.getByRole('table', { name: 'Balances' });
    expectDesignSystemTable(table);
    expect(screen.getByRole('cell').getAttribute('data-label')).toBe('Available');
  });
});
