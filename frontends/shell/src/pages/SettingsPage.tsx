import {
  applyTheme,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  currentTheme,
  PageHeader,
  type Theme,
} from '@newsroom/ui';
import { useState } from 'react';

export function SettingsPage() {
  const [theme, setTheme] = useState<Theme>(currentTheme);

  function choose(next: Theme) {
    setTheme(next);
    applyTheme(next);
  }

  return (
    <div className="page page--narrow">
      <PageHeader title="Settings" description="Preferences for how the copy desk looks and works for you." />
      <Card>
        <CardHeader>
          <CardTitle>Appearance</CardTitle>
          <CardDescription>Dark mode is easier on the eyes on the overnight shift.</CardDescription>
        </CardHeader>
        <CardContent>
          <div className="nr-field">
            <label className="nr-label" htmlFor="settings-theme">
              Theme
            </label>
            <select
              id="settings-theme"
              className="nr-select"
              value={theme}
              onChange={(e) => choose(e.target.value as Theme)}
            >
              <option value="light">Light</option>
              <option value="dark">Dark</option>
            </select>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
