// The channel's keywords as a list a person edits: each a chip with its own remove button, a field that adds what
// is typed on Enter or a comma (a keyword may have several words: "desk setup"). The platform's string, with its
// quotes, is made from the list only when saving, so a multi-word keyword never falls apart.
import { X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { CHANNEL } from '../channel-messages';
import { tidyKeyword } from '../../../../shared/channel/branding-keywords';
import type { FieldA11y } from '../../../components/Field';

interface KeywordsFieldProps {
  readonly a11y: FieldA11y;
  readonly keywords: readonly string[];
  readonly disabled?: boolean;
  readonly onChange: (keywords: readonly string[]) => void;
}

export function KeywordsField({ a11y, keywords, disabled = false, onChange }: KeywordsFieldProps) {
  const say = useIntl().formatMessage;
  const [typed, setTyped] = useState('');

  const add = () => {
    const keyword = tidyKeyword(typed);
    setTyped('');
    if (!keyword) return;
    if (keywords.some((existing) => existing.toLocaleLowerCase() === keyword.toLocaleLowerCase())) return;
    onChange([...keywords, keyword]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && typed === '' && keywords.length > 0) {
      onChange(keywords.slice(0, -1));
    }
  };

  return (
    <div className="bn-keywords">
      <ul className="bn-chips" aria-label={say(CHANNEL.keywords)} data-testid="keyword-list">
        {keywords.map((keyword) => (
          <li key={keyword} className="bn-chip">
            <span dir="auto">{keyword}</span>
            <button
              type="button"
              className="small"
              aria-label={say(CHANNEL.removeKeyword, { keyword })}
              disabled={disabled}
              onClick={() => onChange(keywords.filter((other) => other !== keyword))}
            >
              <X aria-hidden="true" size={14} />
            </button>
          </li>
        ))}
        {keywords.length === 0 && <li className="muted">{say(CHANNEL.noKeywords)}</li>}
      </ul>
      <div className="row">
        <input
          {...a11y}
          type="text"
          value={typed}
          disabled={disabled}
          maxLength={500}
          placeholder={say(CHANNEL.keywordPlaceholder)}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" disabled={disabled || tidyKeyword(typed) === ''} onClick={add}>
          {say(CHANNEL.addKeyword)}
        </button>
      </div>
    </div>
  );
}
