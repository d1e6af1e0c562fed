/**
 * A quantity field with − and + buttons, applying the SPEC §5 rules of `reduceQuantity`: typed values
 * below 1 are ignored, an emptied field or Backspace at 1 reads 1 (selected, so the next digit
 * replaces it), and above 100 the value snaps to 100 with the SPEC §8 toast.
 */
import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { showToast } from '../toast/toast.ts';
import { reduceQuantity, type QuantityEvent } from './quantity.ts';
import './quantity.css';

export interface QuantityInputProps {
  id: string;
  value: number;
  onChange: (quantity: number) => void;
  /** What the quantity is of, for the buttons' names ("Increase quantity of …"). */
  itemName: string;
  disabled?: boolean;
}

export function QuantityInput({ id, value, onChange, itemName, disabled = false }: QuantityInputProps) {
  const [text, setText] = useState(String(value));
  const input = useRef<HTMLInputElement>(null);
  const selectNext = useRef(false);

  useEffect(() => setText(String(value)), [value]);
  useEffect(() => {
    if (!selectNext.current) return;
    selectNext.current = false;
    input.current?.select();
  });

  const apply = (event: QuantityEvent) => {
    const result = reduceQuantity(value, event);
    if (result.message) showToast(result.message, { kind: 'error' });
    if (event.type !== 'increment' && event.type !== 'decrement' && result.value === 1 && value === 1) selectNext.current = true;
    setText(String(result.value));
    if (result.value !== value) onChange(result.value);
    return result;
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    if (event.target.value.trim() === '') selectNext.current = true;
    apply({ type: 'input', text: event.target.value });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Backspace') return;
    const result = reduceQuantity(value, { type: 'backspace', text: event.currentTarget.value });
    if (!result.handled) return;
    event.preventDefault();
    selectNext.current = true;
    apply({ type: 'backspace', text: event.currentTarget.value });
  };

  return (
    <div className="quantity">
      <label className="quantity__label" htmlFor={id}>Quantity</label>
      <div className="quantity__controls">
        <button type="button" className="quantity__step" onClick={() => apply({ type: 'decrement' })} disabled={disabled || value <= 1}>
          <span aria-hidden="true">−</span>
          <span className="sr-only">Decrease quantity of {itemName}</span>
        </button>
        <input
          ref={input} id={id} className="quantity__input" type="text" inputMode="numeric" autoComplete="off"
          value={text} onChange={onInput} onKeyDown={onKeyDown} disabled={disabled}
        />
        <button type="button" className="quantity__step" onClick={() => apply({ type: 'increment' })} disabled={disabled}>
          <span aria-hidden="true">+</span>
          <span className="sr-only">Increase quantity of {itemName}</span>
        </button>
      </div>
    </div>
  );
}
