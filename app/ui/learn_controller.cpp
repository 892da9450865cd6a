#include "learn_controller.h"
