/** What sold: categories, then dishes with the extras chosen with them, by sales (quantity breaks ties). */
import { formatUsd } from '@functions/platform/contract/money';
import type { SalesReport } from '@functions/reports/contract/sales-report';
import { Fragment } from 'react';
import styles from './report-figures.module.scss';

const categoryWords = (category: string) => (category ? category.charAt(0).toUpperCase() + category.slice(1) : 'No longer on the menu');

export function DishMix({ dishes, categories }: Pick<SalesReport, 'dishes' | 'categories'>) {
  return (
    <section className={styles.section} aria-labelledby="report-dishes">
      <h2 id="report-dishes" className={styles.sectionTitle}>
        Dish mix
      </h2>
      {dishes.length === 0 ? (
        <p className={styles.muted}>No dish was sold in these days.</p>
      ) : (
        <div className={styles.mix}>
          <table className={styles.table}>
            <caption className={styles.tableTitle}>By category</caption>
            <thead>
              <tr>
                <th scope="col">Category</th>
                <th scope="col">Sold</th>
                <th scope="col">Sales</th>
              </tr>
            </thead>
            <tbody>
              {categories.map((category) => (
                <tr key={category.category}>
                  <th scope="row">{categoryWords(category.category)}</th>
                  <td>{category.quantity}</td>
                  <td>{formatUsd(category.salesCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className={styles.tableScroll} tabIndex={0} role="region" aria-label="Dishes sold, scrolls sideways">
            <table className={styles.table}>
              <caption className={styles.tableTitle}>By dish, with their extras</caption>
              <thead>
                <tr>
                  <th scope="col">Dish</th>
                  <th scope="col">Category</th>
                  <th scope="col">Sold</th>
                  <th scope="col">Sales</th>
                </tr>
              </thead>
              <tbody>
                {dishes.map((dish) => (
                  <Fragment key={dish.dishId}>
                    <tr>
                      <th scope="row">{dish.name}</th>
                      <td>{categoryWords(dish.category)}</td>
                      <td>{dish.quantity}</td>
                      <td>{formatUsd(dish.salesCents)}</td>
                    </tr>
                    {dish.extras.map((extra) => (
                      <tr key={extra.ingredientId} className={styles.extraRow}>
                        <th scope="row">
                          <span className="visually-hidden">Extra with {dish.name}: </span>+ {extra.name}
                        </th>
                        <td />
                        <td>{extra.quantity}</td>
                        <td>{formatUsd(extra.salesCents)}</td>
                      </tr>
                    ))}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
