import { useState } from 'react';
import { MAX_LINE_QUANTITY } from '../../../../shared/cart';
import { removeLine, setLineQuantity } from '../../../state/cart';

export interface QuantityInputProps {
  uuid: string;
  quantity: number;
  isDisabled: boolean;
  labels: { quantity: string; decrease: string; increase: string };
}

/**
 * The quantity spinner (docs/cart.md "Cart rules"): 0 to 5000; 0 removes the line at once. Each change goes
 * to the cart immediately (count and totals follow), and the sync loop waits 250 ms for
 * the shopper to stop before telling the server (client/state/cart-sync).
 */
export function QuantityInput({ uuid, quantity, isDisabled, labels }: QuantityInputProps) {
  const [text, setText] = useState(String(quantity));
  const [shown, setShown] = useState(quantity);
  // The server or another tab changed it: show the new amount.
  if (shown !== quantity) {
    setShown(quantity);
    setText(String(quantity));
  }

  const commit = (next: number) => {
    if (next <= 0) removeLine(uuid);
    else setLineQuantity(uuid, Math.min(MAX_LINE_QUANTITY, next));
  };

  return (
    <div className="quantity">
      <button type="button" data-focus="decrease" aria-label={labels.decrease} disabled={isDisabled} onClick={() => commit(quantity - 1)}>
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_LINE_QUANTITY}
        step={1}
        value={text}
        data-focus="quantity"
        aria-label={labels.quantity}
        disabled={isDisabled}
        onChange={(event) => {
          const value = event.target.value;
          // Half-typed ("", "1.") waits; the field shows the cart's amount again on blur.
          if (!/^\d+$/.test(value)) return setText(value);
          const next = Math.min(MAX_LINE_QUANTITY, Number(value));
          setText(String(next));
          commit(next);
        }}
        onBlur={() => setText(String(quantity))}
      />
      <button
        type="button"
        data-focus="increase"
        aria-label={labels.increase}
        disabled={isDisabled || quantity >= MAX_LINE_QUANTITY}
        onClick={() => commit(quantity + 1)}
      >
        +
      </button>
    </div>
  );
}
