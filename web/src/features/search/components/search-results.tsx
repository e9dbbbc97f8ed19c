/**
 * The header search's result list: each dish links to its page with its image (blurhash until
 * loaded), name, capitalised category and starting price. Loaded on first focus of the search box,
 * so the blurhash decoder and these styles stay out of the initial JavaScript.
 */
import type { SearchResult } from '@functions/catalogue/contract/catalogue';
import { Link } from 'react-router';
import { BlurhashImage } from '../../../components/blurhash-image.tsx';
import { formatUsd } from '@functions/platform/contract/money.ts';
import { dishPath } from '@functions/catalogue/contract/dish-path';
import styles from './search-results.module.scss';

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('en-US') + text.slice(1);
}

type SearchResultsProps = {
  results: readonly SearchResult[];
  /** Following a result clears and closes the search. */
  onChoose: () => void;
};

export function SearchResults({ results, onChoose }: SearchResultsProps) {
  return (
    <ul className={styles.results} aria-label="Search results">
      {results.map((result) => (
        <li key={result.id}>
          <Link to={dishPath(result.name)} className={styles.result} onClick={onChoose} data-search-result="">
            <BlurhashImage className={styles.thumb} image={result.image} blurHash={result.blurHash} alt="" width={56} height={56} sizes="56px" />
            <span className={styles.text}>
              <span className={styles.name}>{result.name}</span>
              <span className={styles.category}>{capitalise(result.category)}</span>
            </span>
            <span className={styles.price}>
              <span className={styles.from}>from </span>
              {formatUsd(result.startingPrice)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
