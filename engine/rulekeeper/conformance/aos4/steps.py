"""The AoS 4 step library: import * into a test module to give its scenarios every step (and the driver fixture)."""

from ..steps.judge import *  # noqa: F401,F403  (the steps every game shares)
from .common import aos4, driver, engine_link  # noqa: F401
from .given import *  # noqa: F401,F403
from .then import *  # noqa: F401,F403
from .when import *  # noqa: F401,F403
