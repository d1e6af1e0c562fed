/**
 * A quantity field with − and + buttons, applying the docs/requirements.md#quantities rules of `reduceQuantity`: typed values
 * below 1 are ignored, an emptied field or Backspace at 1 reads 1 (selected, so the next digit
 * replaces it), and above 100 the value snaps to 100 with the docs/requirements.md#messages toast.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { showToast } from '../../lib/toast/toast.ts';
import { QUANTITY_STEP_ATTRIBUTE } from './events.ts';
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
  // Counts resets to 1. A counter, not a flag: it changes on every reset, so React renders and the
  // text is selected right then, once. A flag set when the text did not change (Backspace at 1 while
  // the field shows 1) skipped that render and fired on the next digit's render instead, selecting
  // the "2" of "25" so the "5" replaced it.
  const [resets, setResets] = useState(0);

  useEffect(() => setText(String(value)), [value]);
  useLayoutEffect(() => {
    if (resets > 0) input.current?.select();
  }, [resets]);

  const apply = (event: QuantityEvent) => {
    const result = reduceQuantity(value, event);
    if (result.message) showToast(result.message, { kind: 'error' });
    if (result.reset) setResets((count) => count + 1);
    setText(String(result.value));
    if (result.value !== value) onChange(result.value);
    return result;
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => apply({ type: 'input', text: event.target.value });
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Backspace') return;
    const result = apply({ type: 'backspace', text: event.currentTarget.value });
    if (result.handled) event.preventDefault();
  };

  return (
    <div className="quantity">
      <label className="quantity__label" htmlFor={id}>
        Quantity
      </label>
      <div className="quantity__controls">
        <button
          type="button"
          className="quantity__step"
          {...{ [QUANTITY_STEP_ATTRIBUTE]: -1 }}
          onClick={() => apply({ type: 'decrement' })}
          disabled={disabled || value <= 1}
        >
          <span aria-hidden="true">−</span>
          <span className="sr-only">Decrease quantity of {itemName}</span>
        </button>
        <input
          ref={input}
          id={id}
          className="quantity__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={onInput}
          onKeyDown={onKeyDown}
          disabled={disabled}
        />
        <button
          type="button"
          className="quantity__step"
          {...{ [QUANTITY_STEP_ATTRIBUTE]: 1 }}
          onClick={() => apply({ type: 'increment' })}
          disabled={disabled}
        >
          <span aria-hidden="true">+</span>
          <span className="sr-only">Increase quantity of {itemName}</span>
        </button>
      </div>
    </div>
  );
}
