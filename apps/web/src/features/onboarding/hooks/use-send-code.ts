import { useState } from 'react';

/** The state of a send-code button: sending now, and whether a code went out (it then reads 'Send again'). */
export function useSendCode(onSendCode: () => Promise<boolean>) {
  const [isSending, setSending] = useState(false);
  const [hasSent, setSent] = useState(false);
  const handleSend = async () => {
    setSending(true);
    try {
      if (await onSendCode()) setSent(true);
    } finally {
      setSending(false);
    }
  };
  return { isSending, hasSent, handleSend };
}
