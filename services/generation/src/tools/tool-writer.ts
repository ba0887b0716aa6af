import type { GenerationOutput, GenerationTool, ToolRequests } from '@newsroom/contracts';

/**
 * A chat prompt: the producer's standing brief (system) and this story's assignment (user);
 * `history` holds earlier turns of a conversation (the coach chat), oldest first, between the two.
 */
export interface ChatPrompt {
  system: string;
  history?: ChatTurn[];
  user: string;
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** A tool's answer before the processor stamps who wrote it. */
export type ToolOutput = Omit<GenerationOutput, 'provider' | 'model'>;

/**
 * One copy tool, three ways in: the offline newsroom engine, the brief for a model, and the
 * reading of a model's answer back into the same shape (re-fitted to the rules and checked
 * against the source, because a model's promise to follow the rules is not a check).
 */
export interface ToolWriter<T extends GenerationTool> {
  readonly tool: T;
  offline(request: ToolRequests[T]): ToolOutput;
  prompt(request: ToolRequests[T]): ChatPrompt;
  /** Throws bullmq's UnrecoverableError when the answer cannot be read at all. */
  fromModel(raw: string, request: ToolRequests[T]): ToolOutput;
}
