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

/** A tool's answer before the processor stamps who wrote it; `repairs` says what reading it changed. */
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
  /**
   * Throws bullmq's UnrecoverableError when the answer cannot be read at all. A timed tool cuts a
   * long answer to its target and lists that in `repairs` ('cut-to-fit').
   */
  fromModel(raw: string, request: ToolRequests[T]): ToolOutput;
  /** What the copy is checked against: every fact in the copy must be found here. */
  source(request: ToolRequests[T]): string;
  /**
   * The model's copy without what the source does not support (an option, a tease, a headline),
   * re-checked, with a repair listed for each change; undefined when the copy would not stand
   * complete without it (then the model is asked again). Absent where there is nothing left to do:
   * the timed tools (simplifier, VOSOT) take unsupported sentences and bites out in `fromModel`,
   * before the cut to time, and the coach has no source to hold its copy to.
   */
  prune?(output: ToolOutput, request: ToolRequests[T]): ToolOutput | undefined;
}
