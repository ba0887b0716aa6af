import { ADMIN_MESSAGES, ADMIN_USERS_PAGE_SIZE, errorMessage, type Role, type UserView } from '@newsroom/contracts';
import {
  Alert,
  apiFetch,
  Badge,
  Button,
  DataTable,
  Dialog,
  FormDialogFooter,
  PageHeader,
  SelectField,
  Spinner,
  TextField,
  type DataTableColumn,
} from '@newsroom/ui';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { ADMIN_QUERY_KEYS, useUsersPage } from '../data/queries';
import { useAdminMutation } from '../data/useAdminMutation';
import './user-management.css';

/** How long typing rests before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

const ROLE_OPTIONS = [
  { value: 'user', label: 'User' },
  { value: 'admin', label: 'Admin' },
] as const;

type Editing = { kind: 'role' | 'email'; user: UserView };

const countText = (total: number) => `${total} ${total === 1 ? 'user' : 'users'}`;

export function UserManagementPage() {
  const [searchInput, setSearchInput] = useState('');
  const [query, setQuery] = useState({ page: 1, search: '' });
  const [editing, setEditing] = useState<Editing | null>(null);
  const users = useUsersPage({ page: query.page, pageSize: ADMIN_USERS_PAGE_SIZE, search: query.search });

  // The search goes to the server once typing rests, and always starts again at page 1.
  const term = searchInput.trim();
  useEffect(() => {
    if (term === query.search) return;
    const timer = setTimeout(() => setQuery({ page: 1, search: term }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term, query.search]);

  const total = users.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_USERS_PAGE_SIZE));
  // A change can shrink the list under the page shown (an email edited out of the search): step back.
  const settled = users.isSuccess && !users.isPlaceholderData;
  useEffect(() => {
    if (settled && query.page > pageCount) setQuery((current) => ({ ...current, page: pageCount }));
  }, [settled, query.page, pageCount]);

  const goTo = (page: number) => setQuery((current) => ({ ...current, page }));
  const clearSearch = () => {
    setSearchInput('');
    setQuery({ page: 1, search: '' });
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    if (term !== query.search) setQuery({ page: 1, search: term });
  };
  // Only the dialog that asked closes (another may have been opened while a change was pending).
  const closeEditing = (target: Editing) => setEditing((current) => (current === target ? null : current));

  const columns: DataTableColumn<UserView>[] = [
    { key: 'username', header: 'Username', cell: (user) => user.username },
    { key: 'email', header: 'Email', cell: (user) => user.email, className: 'users-table__email' },
    {
      key: 'role',
      header: 'Role',
      cell: (user) =>
        user.role === 'admin' ? <Badge variant="default">Admin</Badge> : <Badge variant="secondary">User</Badge>,
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (user) => (
        <div className="users-table__actions">
          <Button
            variant="outline"
            size="sm"
            aria-label={`Edit role of ${user.username}`}
            onClick={() => setEditing({ kind: 'role', user })}
          >
            Role
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Edit email of ${user.username}`}
            onClick={() => setEditing({ kind: 'email', user })}
          >
            Email
          </Button>
        </div>
      ),
    },
  ];

  const list = users.data?.users ?? [];
  let body;
  if (users.isPending) {
    body = <Spinner label="Loading users…" showLabel className="users-status" />;
  } else if (users.isError) {
    body = (
      <Alert variant="destructive" title="The users could not be loaded." className="users-status">
        <p>{errorMessage(users.error, 'Please try again.')}</p>
        <Button variant="outline" size="sm" pending={users.isFetching} onClick={() => void users.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  } else if (list.length === 0) {
    body = (
      <div className="users-empty" role="status">
        <h2 className="users-empty__title">{ADMIN_MESSAGES.noUsersFound}</h2>
        {query.search ? (
          <>
            <p>No username or email contains “{query.search}”. Clear the search to see every user.</p>
            <Button variant="outline" size="sm" onClick={clearSearch}>
              Clear search
            </Button>
          </>
        ) : (
          <p>There are no accounts yet.</p>
        )}
      </div>
    );
  } else {
    body = (
      <>
        <div aria-busy={users.isFetching || undefined} className={users.isPlaceholderData ? 'users-stale' : undefined}>
          <DataTable caption="Users" columns={columns} rows={list} rowKey={(user) => user.id} className="users-table" />
        </div>
        <nav className="users-pager" aria-label="Pages of users">
          <p className="users-pager__count">{countText(total)}</p>
          <div className="users-pager__controls">
            <Button variant="outline" size="sm" disabled={query.page <= 1} onClick={() => goTo(query.page - 1)}>
              Previous
            </Button>
            <span className="users-pager__page" aria-live="polite">
              Page {query.page} of {pageCount}
            </span>
            <Button variant="outline" size="sm" disabled={query.page >= pageCount} onClick={() => goTo(query.page + 1)}>
              Next
            </Button>
          </div>
        </nav>
      </>
    );
  }

  return (
    <div className="user-management">
      <PageHeader title="User Management" description="Every account on the copy desk, with its role and email." />
      <form role="search" className="users-search" onSubmit={onSearch}>
        <TextField
          id="users-search"
          type="search"
          label="Search users"
          placeholder="Search by username or email"
          value={searchInput}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => setSearchInput(event.target.value)}
        />
      </form>
      {body}
      {editing?.kind === 'role' ? (
        <EditRoleDialog key={editing.user.id} user={editing.user} onClose={() => closeEditing(editing)} />
      ) : null}
      {editing?.kind === 'email' ? (
        <EditEmailDialog key={editing.user.id} user={editing.user} onClose={() => closeEditing(editing)} />
      ) : null}
    </div>
  );
}

interface EditDialogProps {
  user: UserView;
  onClose(): void;
}

const userPath = (user: UserView) => `/api/admin/users/${user.id}`;

interface EditUserFieldDialogProps<T> {
  onClose(): void;
  title: string;
  description: ReactNode;
  submitLabel: string;
  initialFocusRef: RefObject<HTMLElement | null>;
  /** What the submit sends; null while there is nothing to send (the button stays disabled). */
  next: T | null;
  send(next: T): Promise<UserView>;
  success: string;
  fallback: string;
  /** The form's field, its id built on the form's. */
  children(formId: string): ReactNode;
}

/** One field of a user, changed in a small dialog: the role and the email dialogs share it. */
function EditUserFieldDialog<T>({
  onClose,
  title,
  description,
  submitLabel,
  initialFocusRef,
  next,
  send,
  success,
  fallback,
  children,
}: EditUserFieldDialogProps<T>) {
  const formId = useId();
  const update = useAdminMutation({
    mutationFn: send,
    success,
    failure: { title: ADMIN_MESSAGES.updateFailed, fallback },
    invalidate: [ADMIN_QUERY_KEYS.users],
    onSuccess: onClose,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (next !== null && !update.isPending) update.mutate(next);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={title}
      initialFocusRef={initialFocusRef}
      description={description}
      footer={
        <FormDialogFooter
          formId={formId}
          onCancel={onClose}
          disabled={next === null}
          pending={update.isPending}
          pendingLabel="Updating..."
          submitLabel={submitLabel}
        />
      }
    >
      {/* The server checks the value and answers with the spec's message; the browser's own check stays out. */}
      <form id={formId} onSubmit={submit} noValidate>
        {children(formId)}
      </form>
    </Dialog>
  );
}

/** Spec section 5: Update Role stays disabled until another role is chosen. */
function EditRoleDialog({ user, onClose }: EditDialogProps) {
  const selectRef = useRef<HTMLSelectElement>(null);
  const [role, setRole] = useState<Role>(user.role);
  return (
    <EditUserFieldDialog
      onClose={onClose}
      title="Edit User Role"
      description={
        <>
          Choose the role of <strong>{user.username}</strong>.
        </>
      }
      submitLabel="Update Role"
      initialFocusRef={selectRef}
      next={role !== user.role ? role : null}
      send={(next: Role) => apiFetch<UserView>(userPath(user), { method: 'PATCH', json: { role: next } })}
      success={ADMIN_MESSAGES.userUpdated}
      fallback={ADMIN_MESSAGES.updateRoleFailed}
    >
      {(formId) => (
        <SelectField
          id={`${formId}-role`}
          ref={selectRef}
          label="Role"
          options={ROLE_OPTIONS}
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
        />
      )}
    </EditUserFieldDialog>
  );
}

/** Spec section 5: Update Email stays disabled until the email changed and contains @. */
function EditEmailDialog({ user, onClose }: EditDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState(user.email);
  const next = email.trim();
  return (
    <EditUserFieldDialog
      onClose={onClose}
      title="Edit User Email"
      description={
        <>
          The email address of <strong>{user.username}</strong>.
        </>
      }
      submitLabel="Update Email"
      initialFocusRef={inputRef}
      next={next !== user.email && next.includes('@') ? next : null}
      send={(value: string) =>
        apiFetch<UserView>(`${userPath(user)}/email`, { method: 'PATCH', json: { email: value } })
      }
      success={ADMIN_MESSAGES.emailUpdated}
      fallback={ADMIN_MESSAGES.updateEmailFailed}
    >
      {(formId) => (
        <TextField
          id={`${formId}-email`}
          type="email"
          ref={inputRef}
          label="Email"
          value={email}
          maxLength={254}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setEmail(event.target.value)}
        />
      )}
    </EditUserFieldDialog>
  );
}
