import type { CoachList as CoachListId, UserView } from '@newsroom/contracts';
import { Tab, TabList, TabPanel, Tabs } from '@newsroom/ui';
import { ToolGate } from '../../components/ToolGate';
import { COACH_LIST_TEXTS } from '../labels';
import { CoachChat } from './CoachChat';
import { CoachList } from './CoachList';
import type { CoachChatState } from './useCoachChat';

export type CoachSubTab = 'chat' | CoachListId;
const LISTS: readonly CoachListId[] = ['videos', 'resources', 'live'];

/**
 * AI Coach: the chat (premium: 'training-hub'; the server refuses non-subscribers too) and the
 * coach's three lists (open to every signed-in user; the server locks premium items in them).
 */
export function CoachTab({
  user,
  chat,
  subTab,
  onSubTabChange,
}: {
  user: UserView | null;
  chat: CoachChatState;
  subTab: CoachSubTab;
  onSubTabChange(value: CoachSubTab): void;
}) {
  const isAdmin = user?.role === 'admin';
  return (
    <Tabs value={subTab} onValueChange={(value) => onSubTabChange(value as CoachSubTab)} className="training-subtabs">
      <TabList label="AI Coach sections">
        <Tab value="chat">AI Chat</Tab>
        {LISTS.map((list) => (
          <Tab key={list} value={list}>
            {COACH_LIST_TEXTS[list].tab}
          </Tab>
        ))}
      </TabList>
      <TabPanel value="chat">
        <ToolGate feature="training-hub" user={user}>
          <CoachChat chat={chat} />
        </ToolGate>
      </TabPanel>
      {LISTS.map((list) => (
        <TabPanel key={list} value={list}>
          <CoachList list={list} isAdmin={isAdmin} />
        </TabPanel>
      ))}
    </Tabs>
  );
}
