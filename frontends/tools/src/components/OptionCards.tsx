import { Card, CardContent, CardHeader, CardTitle, CopyButton, cx } from '@newsroom/ui';
import type { ShownOption } from '../generation/parse';

/** "28/30 characters" against a limit, else "28 characters". */
const countText = (chars: number, max?: number) =>
  max === undefined ? `${chars} characters` : `${chars}/${max} characters`;

/** Options 1 to 3, each with its character count and its own Copy button. */
export function OptionCards({ options, maxChars }: { options: readonly ShownOption[]; maxChars?: number }) {
  return (
    <ol className="option-cards">
      {options.map((option, index) => {
        const n = index + 1;
        const over = maxChars !== undefined && option.chars > maxChars;
        return (
          <li key={n}>
            <Card data-testid={`option-${n}`} className="option-card">
              <CardHeader>
                <div className="result__card-head">
                  <CardTitle as="h3">Option {n}</CardTitle>
                  <CopyButton text={option.text} aria-label={`Copy option ${n}`} />
                </div>
              </CardHeader>
              <CardContent>
                <p className="result__text result__text--final">{option.text}</p>
                <p className={cx('option-card__count', over && 'option-card__count--over')}>
                  {countText(option.chars, maxChars)}
                </p>
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ol>
  );
}
