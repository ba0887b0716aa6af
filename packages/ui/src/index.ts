// Shared as a Module Federation singleton: the stylesheet and the toast context exist once per page.
import './styles/tokens.css';
import './styles/components.css';

export { cx } from './cx';
export { formatDate } from './formatDate';
export { Button, buttonClass, type ButtonProps, type ButtonVariant, type ButtonSize } from './Button';
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './Card';
export { Badge, type BadgeVariant } from './Badge';
export { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
export { Spinner } from './Spinner';
export { Alert, type AlertVariant } from './Alert';
export { Tabs, TabList, Tab, TabPanel } from './Tabs';
export {
  ToastProvider,
  useToast,
  DEFAULT_TOAST_DURATION_MS,
  type ToastApi,
  type ToastInput,
  type ToastVariant,
} from './toast/ToastProvider';
export { CopyButton, COPY_CONFIRM_MS } from './CopyButton';
export {
  PasteButton,
  PASTE_SUCCESS_MESSAGE,
  PASTE_FAILURE_MESSAGE,
  PASTE_SUCCESS_MS,
  PASTE_FAILURE_MS,
} from './PasteButton';
export { useTimedState } from './useTimedState';
export { applyTheme, preferredTheme, currentTheme, THEME_STORAGE_KEY, type Theme } from './theme';
export { apiFetch, apiFetchWithHeaders, apiFetchOrNullOn401, type ApiFetchOptions } from './http/apiFetch';
export {
  fetchSubscriptionStatus,
  SUBSCRIPTION_STATUS_QUERY_KEY,
  type SubscriptionStatusView,
} from './http/subscriptionStatus';
export { useSchemaForm, type FormSchema, type FormErrors, type BoundField } from './forms/useSchemaForm';
export { Switch, type SwitchProps } from './forms/Switch';
export {
  TextField,
  PasswordField,
  SelectField,
  TextAreaField,
  type TextFieldProps,
  type PasswordFieldProps,
  type SelectFieldProps,
  type TextAreaFieldProps,
} from './forms/TextField';
export type { RemotePageProps } from './remote';
export { Dialog, type DialogProps } from './Dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { FormDialogFooter, type FormDialogFooterProps } from './FormDialogFooter';
export { VideoFrame, VIDEO_FRAME_ALLOW, type VideoFrameProps } from './VideoFrame';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { createQueryClient } from './http/queryClient';
export {
  PremiumGate,
  PremiumFeatureCard,
  GATE_STATUS_REFETCH_MS,
  SUBSCRIPTION_PATH,
  type PremiumGateProps,
  type GateLinkProps,
} from './PremiumGate';
// The router, only the parts the apps use (the list lives in router.ts).
export * from './router';
