/** A product card from a search hit: the same markup and classes as components/cards/ProductCard.astro. */
import '../../styles/card.css';
import type { ProductHit } from './listing.ts';

export function ProductHitCard({ hit }: { hit: ProductHit }) {
  return (
    <article className="card card--cover card--classic card--linked">
      {hit.image ? (
        <div className="card__media">
          <img src={hit.image} alt="" loading="lazy" decoding="async" />
        </div>
      ) : (
        <div className="card__media card__media--empty" aria-hidden="true" />
      )}
      <div className="card__body">
        {hit.eyebrow && <p className="card__eyebrow">{hit.eyebrow}</p>}
        <h3 className="card__title">
          <a className="card__link" href={hit.url}>
            {hit.title}
          </a>
        </h3>
        <p className="product-card__description">{hit.description}</p>
        {hit.price && <p className="product-card__price">{hit.price}</p>}
        {hit.tag && <p className="product-card__tag">{hit.tag}</p>}
      </div>
    </article>
  );
}
