"""Our engine of a game (argv[2], default champions) behind the protocol, writing every request and its answer to
a JSON-lines file (argv[1]) so a test can check each message against the game's JSON Schema."""

import json
import sys

from rulekeeper.kernel.protocol import serve
from rulekeeper.registry import game

Server = game(sys.argv[2] if len(sys.argv) > 2 else "champions").module("protocol").Server


class Recording(Server):
    def __init__(self, out):
        super().__init__()
        self.out = out

    def handle(self, request):
        answer = super().handle(request)
        self.out.write(json.dumps({"request": request, "answer": answer}) + "\n")
        return answer


with open(sys.argv[1], "w", encoding="utf-8") as out:
    serve(Recording(out), sys.stdin, sys.stdout)
