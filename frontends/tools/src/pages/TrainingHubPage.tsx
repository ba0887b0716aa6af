import { PageHeader, Tab, TabList, TabPanel, Tabs, type RemotePageProps } from '@newsroom/ui';
import { useState } from 'react';
import { BrowseTab } from '../training/BrowseTab';
import { CoachTab, type CoachSubTab } from '../training/coach/CoachTab';
import { useCoachChat } from '../training/coach/useCoachChat';
import { SubmitContentForm, useTrainingSubmission } from '../training/SubmitContentForm';
import '../tools.css';
import '../training/training.css';

type HubTab = 'browse' | 'submit' | 'coach';

/**
 * Exposed as tools/TrainingHubPage. Browse, Submit Content (admins) and the AI Coach. The page
 * owns the chat, the draft submission and the selected tabs: the tab panels unmount when hidden,
 * and a user who looks at Browse mid-conversation must find the conversation where they left it.
 */
export default function TrainingHubPage({ user = null }: Partial<RemotePageProps>) {
  const isAdmin = user?.role === 'admin';
  const [tab, setTab] = useState<HubTab>('browse');
  const [coachTab, setCoachTab] = useState<CoachSubTab>('chat');
  const chat = useCoachChat();
  const submission = useTrainingSubmission();
  // A user who stops being an admin mid-session is taken off the tab they no longer have.
  const current: HubTab = tab === 'submit' && !isAdmin ? 'browse' : tab;

  return (
    <div className="tool-page training-hub">
      <PageHeader
        title="Training Hub"
        description="Resources on broadcast writing and timing, and an AI coach for your next career step."
      />
      <Tabs value={current} onValueChange={(value) => setTab(value as HubTab)}>
        <TabList label="Training Hub sections">
          <Tab value="browse">Browse</Tab>
          {isAdmin ? <Tab value="submit">Submit Content</Tab> : null}
          <Tab value="coach">AI Coach</Tab>
        </TabList>
        <TabPanel value="browse">
          <BrowseTab />
        </TabPanel>
        {isAdmin ? (
          <TabPanel value="submit">
            <SubmitContentForm submission={submission} />
          </TabPanel>
        ) : null}
        <TabPanel value="coach">
          <CoachTab user={user} chat={chat} subTab={coachTab} onSubTabChange={setCoachTab} />
        </TabPanel>
      </Tabs>
    </div>
  );
}
