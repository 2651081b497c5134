import { create } from 'zustand';

/** Message levels of spec section 4: Success=1, Info=2, Warning=3, Error=4. */
const MessageLevel = { success: 1, info: 2, warning: 3, error: 4 } as const;
export type MessageType = keyof typeof MessageLevel;

export type Message = {
  id: string;
  type: MessageType;
  description: string;
  /** A dialog needs a confirm click; otherwise a toast closes itself after 3500 ms. */
  dialog: boolean;
  title?: string;
  buttonText?: string;
};
export type NewMessage = Omit<Message, 'id' | 'dialog'> & { dialog?: boolean };

type MessageQueue = {
  messages: Message[];
  /** Queues a message; a duplicate (same type and text) already queued is not added (false). */
  push: (message: NewMessage) => boolean;
  remove: (id: string) => void;
  clear: () => void;
};

let sequence = 0;

export const useMessageQueue = create<MessageQueue>()((set, get) => ({
  messages: [],
  push: (message) => {
    const duplicate = get().messages.some(
      (queued) => queued.type === message.type && queued.description === message.description,
    );
    if (duplicate) return false;
    sequence += 1;
    set((state) => ({
      messages: [...state.messages, { dialog: false, ...message, id: `message-${sequence}` }],
    }));
    return true;
  },
  remove: (id) => set((state) => ({ messages: state.messages.filter((message) => message.id !== id) })),
  clear: () => set({ messages: [] }),
}));

/** The dialog on screen: the oldest queued dialog message (one at a time). */
export const currentDialog = (messages: Message[]): Message | undefined =>
  messages.find((message) => message.dialog);
