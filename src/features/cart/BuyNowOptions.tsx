/**
 * The buy-now option list: each visible variant with its price and either a Select toggle (pressed
 * while selected; choosing it again clears the selection) or 'Enquire now'. 'Enquire now' is a link to
 * the contact page, so it works without JavaScript; `data-open-enquiry` lets the enquiry drawer open
 * instead where it is on the page. Select is live in the server's HTML (client:intent replays a click
 * that comes before hydration); without JavaScript it does nothing, so cart.css hides it then.
 */
import type { OptionView } from './buy-now.ts';

export interface BuyNowOptionsProps {
  options: readonly OptionView[];
  selected: (productId: string) => boolean;
  onSelect: (productId: string) => void;
  enquireHref: string;
}

export function BuyNowOptions({ options, selected, onSelect, enquireHref }: BuyNowOptionsProps) {
  if (options.length === 0) return <p>No items</p>;
  return (
    <ul className="options">
      {options.map((option) => (
        <li key={option.productId} className="option" data-product-id={option.productId}>
          <div>
            <h3>{option.title}</h3>
            {option.attributes && <p className="option__attributes">{option.attributes}</p>}
          </div>
          <div className="option__buy">
            {option.priceText && (
              <p className="option__price">
                {option.promo && <span className="option__promo">Special</span>}
                {option.priceText}
              </p>
            )}
            {option.action === 'select' ? (
              <button
                type="button"
                className="button button--secondary option__select"
                aria-pressed={selected(option.productId)}
                onClick={() => onSelect(option.productId)}
              >
                <span className="option__check" aria-hidden="true">
                  ✓
                </span>
                Select<span className="sr-only"> {option.title}</span>
              </button>
            ) : (
              <a
                className="button button--secondary"
                href={enquireHref}
                data-open-enquiry=""
                data-product-id={option.productId}
                data-product-title={option.title}
              >
                Enquire now<span className="sr-only"> about {option.title}</span>
              </a>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
