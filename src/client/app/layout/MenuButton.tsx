import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
// One stylesheet with the dialog's: its close icon is drawn as this button's icon is.
import './MenuDialog.css';

export interface MenuButtonProps {
  ref: RefObject<HTMLButtonElement | null>;
  /** The id of the MenuDialog it opens. */
  controls: string;
  open: boolean;
  onClick: () => void;
  className?: string;
  /** Its name, when the plain "Menu" it shows would not tell it from another menu of the page. */
  label?: string;
}

/** The burger button: says whether its menu is open, and which element it opens. */
export function MenuButton({ ref, controls, open, onClick, className = '', label }: MenuButtonProps) {
  const { t } = useTranslation('layout');
  return (
    <button
      ref={ref}
      type="button"
      className={`menu-button ${className}`.trim()}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={label}
      onClick={onClick}
    >
      <span aria-hidden="true" className="menu-button__icon" />
      <span className="menu-button__label">{t('menu.open')}</span>
    </button>
  );
}
