import {
  applyTheme,
  Button,
  buttonClass,
  Card,
  CardContent,
  CardFooter,
  currentTheme,
  PageHeader,
  Switch,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  useToast,
  type Theme,
  Link,
} from '@newsroom/ui';
import { useEffect, useRef, useState } from 'react';
import { SETTINGS_SAVE_DELAY_MS } from '../config';

const WRITING_TONES = ['Formal', 'Conversational', 'Explanatory'] as const;
type WritingTone = (typeof WRITING_TONES)[number];

/** Spec section 2: the Subscription tab shows static information, renewal date included. */
const STATIC_SUBSCRIPTION = { plan: 'Monthly', price: '$14.95 per month', renews: 'June 15, 2025' };

export function SettingsPage() {
  const { toast } = useToast();
  const [theme, setTheme] = useState<Theme>(currentTheme);
  const [tone, setTone] = useState<WritingTone>('Conversational');
  const [appNotifications, setAppNotifications] = useState(true);
  const [emailNotifications, setEmailNotifications] = useState(false);
  const [saving, setSaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function chooseTheme(next: Theme) {
    // The theme switches (and is remembered) at once, so the choice can be seen before saving.
    setTheme(next);
    applyTheme(next);
  }

  function save() {
    // Spec: saving is simulated, a one-second wait and no call.
    setSaving(true);
    timer.current = setTimeout(() => {
      setSaving(false);
      toast({ title: 'Settings saved', description: 'Your preferences have been updated.', variant: 'success' });
    }, SETTINGS_SAVE_DELAY_MS);
  }

  return (
    <div className="page page--narrow">
      <PageHeader title="Settings" description="Preferences for how the copy desk looks and works for you." />
      <Card>
        <CardContent>
          <Tabs defaultValue="preferences">
            <TabList label="Settings sections">
              <Tab value="preferences">Preferences</Tab>
              <Tab value="notifications">Notifications</Tab>
              <Tab value="subscription">Subscription</Tab>
            </TabList>
            <TabPanel value="preferences" className="settings-panel">
              <div className="nr-field">
                <label className="nr-label" htmlFor="settings-theme">
                  Theme
                </label>
                <select
                  id="settings-theme"
                  className="nr-select"
                  value={theme}
                  onChange={(e) => chooseTheme(e.target.value as Theme)}
                  aria-describedby="settings-theme-hint"
                >
                  <option value="light">Light</option>
                  <option value="dark">Dark</option>
                </select>
                <p id="settings-theme-hint" className="nr-field__hint">
                  Dark mode is easier on the eyes on the overnight shift.
                </p>
              </div>
              <div className="nr-field">
                <label className="nr-label" htmlFor="settings-tone">
                  Default writing tone
                </label>
                <select
                  id="settings-tone"
                  className="nr-select"
                  value={tone}
                  onChange={(e) => setTone(e.target.value as WritingTone)}
                >
                  {WRITING_TONES.map((t) => (
                    <option key={t} value={t}>
                      {t}
                    </option>
                  ))}
                </select>
              </div>
            </TabPanel>
            <TabPanel value="notifications" className="settings-panel">
              <Switch
                id="settings-app-notifications"
                label="App notifications"
                description="Alerts inside the copy desk when your copy is ready."
                checked={appNotifications}
                onChange={setAppNotifications}
              />
              <Switch
                id="settings-email-notifications"
                label="Email notifications"
                description="Product news and training updates by email."
                checked={emailNotifications}
                onChange={setEmailNotifications}
              />
            </TabPanel>
            <TabPanel value="subscription" className="settings-panel">
              <p className="nr-field__hint">Plan information. Your live status is on the Subscription page.</p>
              <dl className="details">
                <dt>Plan</dt>
                <dd>{STATIC_SUBSCRIPTION.plan}</dd>
                <dt>Price</dt>
                <dd>{STATIC_SUBSCRIPTION.price}</dd>
                <dt>Renewal date</dt>
                <dd>{STATIC_SUBSCRIPTION.renews}</dd>
              </dl>
              <div>
                <Link to="/subscription" className={buttonClass('outline')}>
                  Manage subscription
                </Link>
              </div>
            </TabPanel>
          </Tabs>
        </CardContent>
        <CardFooter>
          <Button onClick={save} pending={saving}>
            {saving ? 'Saving...' : 'Save settings'}
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
