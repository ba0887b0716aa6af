import type { UserView } from '@newsroom/contracts';
import { errorMessage } from '@newsroom/contracts';
import { Badge, ConfirmDialog, cx, useToast, Link, useNavigate } from '@newsroom/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LOGOUT_REDIRECT_MS } from '../config';
import { isAdmin, useSessionActions } from '../session/currentUser';
import { avatarInitials } from './avatar';

export interface AccountMenuProps {
  user: UserView;
  /** Shows the Active badge next to Subscription. */
  subscribed?: boolean;
}

export function AccountMenu({ user, subscribed = false }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { logout, clearUser } = useSessionActions();
  const { toast } = useToast();
  const navigate = useNavigate();

  useEffect(() => {
    if (!open) return;
    // Menu-button pattern: opening the menu moves focus to its first item.
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  function close(focusButton = false) {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!open) return;
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]'));
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    }
  }

  async function confirmLogout() {
    setConfirming(false);
    setLeaving(true);
    try {
      await logout();
    } catch (error) {
      setLeaving(false);
      toast({ title: 'Logout failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
      return;
    }
    toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
    // The goodbye shows on the page the user was on; clearing the user any earlier would let the
    // route guard bounce them to /auth at once.
    setTimeout(() => {
      clearUser();
      navigate('/auth', { replace: true });
    }, LOGOUT_REDIRECT_MS);
  }

  const admin = isAdmin(user);
  return (
    <div className="account" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="account__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Account menu for ${user.username}`}
        onClick={() => setOpen((v) => !v)}
        disabled={leaving}
      >
        <span className="account__avatar" data-testid="avatar" aria-hidden="true">
          {avatarInitials(user.username)}
        </span>
      </button>
      {open ? (
        <div id={menuId} role="menu" aria-label="My Account" className="account__menu">
          <div className="account__label" role="presentation">
            <span className="account__label-title">My Account</span>
            <span className="account__label-user">{user.username}</span>
          </div>
          {admin ? (
            <Link role="menuitem" className="account__item" to="/admin" onClick={() => close()}>
              Dashboard
            </Link>
          ) : null}
          <Link role="menuitem" className="account__item" to="/profile" onClick={() => close()}>
            Profile
          </Link>
          <Link role="menuitem" className="account__item" to="/subscription" onClick={() => close()}>
            Subscription
            {subscribed ? <Badge variant="success">Active</Badge> : null}
          </Link>
          <Link role="menuitem" className="account__item" to="/settings" onClick={() => close()}>
            Settings
          </Link>
          <hr className="account__separator" />
          <button
            role="menuitem"
            type="button"
            className={cx('account__item', 'account__item--danger')}
            onClick={() => {
              close();
              setConfirming(true);
            }}
          >
            Logout
          </button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Are you sure you want to log out?"
        description="You will need to sign in again to use the copy desk."
        confirmLabel="Logout"
        onConfirm={confirmLogout}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
