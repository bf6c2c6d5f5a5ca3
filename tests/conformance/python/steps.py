"""What the conformance scripts share: a PASS or FAIL line per step, and a count of the failures."""


class Steps:
    def __init__(self, reason=str):
        """`reason` words a step's exception for its FAIL line (a client's error can say more than its str)."""
        self.failed = 0
        self.reason = reason

    def run(self, name, step):
        try:
            detail = step()
            print("PASS %s%s" % (name, ": " + detail if detail else ""))
            return True
        except Exception as error:  # every failure is one FAIL line, then the next step
            self.failed += 1
            print("FAIL %s: %s" % (name, self.reason(error)))
            return False

    def verdict(self):
        """Prints the closing line and answers the exit code."""
        print("%s: %d step(s) failed" % ("FAIL" if self.failed else "PASS", self.failed))
        return 1 if self.failed else 0


def expect(condition, message):
    if not condition:
        raise AssertionError(message)
